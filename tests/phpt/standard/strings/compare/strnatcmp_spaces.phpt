--TEST--
strnatcmp skips whitespace
--FILE--
<?php
var_dump(strnatcmp(" x", "x"), strnatcmp("a 1", "a  1"), strnatcmp("a1 ", "a1"), strnatcmp("", " "), strnatcmp("", ""));
--EXPECT--
int(0)
int(0)
int(1)
int(-1)
int(0)
