--TEST--
strcspn with an empty mask stops at a NUL byte
--FILE--
<?php
var_dump(strcspn("ab\0cd", ""), strcspn("abcd", ""), strspn("abc", ""));
--EXPECT--
int(2)
int(4)
int(0)
