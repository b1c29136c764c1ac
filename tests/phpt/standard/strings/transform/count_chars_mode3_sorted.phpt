--TEST--
count_chars mode 3 sorts bytes
--FILE--
<?php
var_dump(count_chars("zyxabc cba", 3), count_chars("", 3), count_chars("", 1));
--EXPECT--
string(7) " abcxyz"
string(0) ""
array(0) {
}
