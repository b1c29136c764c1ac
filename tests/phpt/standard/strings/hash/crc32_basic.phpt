--TEST--
crc32 values
--FILE--
<?php
var_dump(crc32(""), crc32("a"), crc32("The quick brown fox jumped over the lazy dog."), crc32("123456789"));
--EXPECT--
int(0)
int(3904355907)
int(2191738434)
int(3421780262)
