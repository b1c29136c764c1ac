--TEST--
hash_file() and hash_hmac_file() on the test itself
--FILE--
<?php
echo hash_file('sha256', __FILE__) === hash('sha256', file_get_contents(__FILE__)) ? "same\n" : "different\n";
echo hash_file('crc32b', __FILE__) === hash('crc32b', file_get_contents(__FILE__)) ? "same\n" : "different\n";
echo hash_hmac_file('md5', __FILE__, 'k') === hash_hmac('md5', file_get_contents(__FILE__), 'k') ? "same\n" : "different\n";
var_dump(strlen(hash_file('md5', __FILE__, true)));
?>
--EXPECT--
same
same
same
int(16)
