--TEST--
${n} with three digits is not a reference
--FILE--
<?php
var_dump(preg_replace('/(a)/', '${100}|${1}0|$100', 'a'));
--EXPECT--
string(11) "${100}|a0|0"
