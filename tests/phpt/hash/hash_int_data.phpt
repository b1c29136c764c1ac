--TEST--
hash() of an int and a float
--FILE--
<?php
echo hash('md5', 123), "\n";
echo hash('sha1', 1.5), "\n";
echo hash('crc32b', true), "\n";
?>
--EXPECT--
202cb962ac59075b964b07152d234b70
aa8f289ebe6d4db1b4a1038b8931ec8c2b5399fb
83dcefb7
