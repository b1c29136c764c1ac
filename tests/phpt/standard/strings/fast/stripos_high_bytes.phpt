--TEST--
stripos folds only ASCII letters; other bytes compare exactly
--FILE--
<?php
var_dump(stripos("caf\xC9 CAF\xE9", "\xE9"));
var_dump(stripos("caf\xC9 CAF\xE9", "\xC9"));
var_dump(stripos("caf\xC9 CAF\xE9", "F\xE9"));
var_dump(stripos("x\xC0y\xE0Y", "\xE0y"));
var_dump(stripos("\xFF\xFFA", "\xFFa"));
var_dump(stripos("[@]`{", "`"), stripos("[@]`{", "@"), stripos("AZ[az", "["));
var_dump(stripos("123 456", "3 4"), stripos("a\0B", "\0b"));
--EXPECT--
int(8)
int(3)
int(7)
int(3)
int(1)
int(3)
int(1)
int(2)
int(2)
int(1)
