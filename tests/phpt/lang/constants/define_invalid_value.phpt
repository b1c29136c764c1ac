--TEST--
define with invalid names and values
--FILE--
<?php
var_dump(define('  spaced', 1), constant('  spaced'));
var_dump(define('__FOO__', 2), __FOO__);
--EXPECT--
bool(true)
int(1)
bool(true)
int(2)
