--TEST--
md5 of binary data
--FILE--
<?php
echo md5("\0\xff\x80 \n"), "\n", md5(implode("", range("a", "z"))), "\n";
--EXPECT--
f490e35ceb33d83daf78c08963910969
c3fcd3d76192e4007dfb496cca67e13b
