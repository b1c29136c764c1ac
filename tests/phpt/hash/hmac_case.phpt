--TEST--
hash_hmac() algorithm names are case-insensitive
--FILE--
<?php
echo hash_hmac('SHA256', 'x', 'k'), "\n", hash_hmac('sha256', 'x', 'k'), "\n";
?>
--EXPECT--
c38edc8815c8489f64738978f44008f8596345545f0baa68ef6fcf5c53e57189
c38edc8815c8489f64738978f44008f8596345545f0baa68ef6fcf5c53e57189
