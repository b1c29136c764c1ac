--TEST--
a data: stream spends two ids
--FILE--
<?php
var_dump(fopen('data://,a', 'r'));
var_dump(fopen('php://memory', 'r'));
--EXPECT--
resource(5) of type (stream)
resource(7) of type (stream)
