--TEST--
an escaped backslash right before the end delimiter
--FILE--
<?php
var_dump(preg_match('/a\\\\/', 'a\\'));
var_dump(preg_match('/\\\\/', '\\'));
--EXPECT--
int(1)
int(1)
