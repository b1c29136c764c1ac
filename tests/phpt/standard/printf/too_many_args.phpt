--TEST--
sprintf ignores extra arguments
--FILE--
<?php
var_dump(sprintf('%s', 'a', 'b', 'c'));
var_dump(sprintf('plain', 1));
--EXPECT--
string(1) "a"
string(5) "plain"
