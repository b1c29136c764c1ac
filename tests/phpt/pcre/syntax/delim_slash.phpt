--TEST--
slash delimiters
--FILE--
<?php
var_dump(preg_match('/abc/', 'xabcx'));
var_dump(preg_match('/abd/', 'xabcx'));
--EXPECT--
int(1)
int(0)
