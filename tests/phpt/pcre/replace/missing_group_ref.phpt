--TEST--
references to groups that do not exist or did not match are empty
--FILE--
<?php
var_dump(preg_replace('/(a)(x)?/', '[$2|$3|\9|${4}]', 'a'));
var_dump(preg_replace('/a/', '[$1]', 'a'));
--EXPECT--
string(5) "[|||]"
string(2) "[]"
