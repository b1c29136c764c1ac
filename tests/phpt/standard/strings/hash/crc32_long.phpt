--TEST--
crc32 of a long string
--FILE--
<?php
var_dump(crc32(str_repeat("abcdefgh", 1000)));
--EXPECT--
int(3157113480)
