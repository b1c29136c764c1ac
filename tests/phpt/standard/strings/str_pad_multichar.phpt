--TEST--
str_pad with a multi-character pad string is cut to fit
--FILE--
<?php
var_dump(str_pad('x', 6, 'abcd'));
var_dump(str_pad('x', 10, 'ab', STR_PAD_RIGHT));
--EXPECT--
string(6) "xabcda"
string(10) "xababababa"
