--TEST--
count_chars modes 3 and 4
--FILE--
<?php
var_dump(count_chars("hello world", 3), strlen(count_chars("abc", 4)));
--EXPECT--
string(8) " dehlorw"
int(253)
