--TEST--
fopen with an unknown wrapper
--FILE--
<?php
var_dump(fopen('foo://bar', 'r'));
--EXPECTF--

Warning: fopen(): Unable to find the wrapper "foo" - did you forget to enable it when you configured PHP? in %s on line 2

Warning: fopen(foo://bar): Failed to open stream: No such file or directory in %s on line 2
bool(false)
