module.exports = 'stub.css';
