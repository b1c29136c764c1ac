--TEST--
php://temp spends two ids
--FILE--
<?php
var_dump(fopen('php://temp', 'r'));
var_dump(fopen('php://memory', 'r'));
--EXPECT--
resource(5) of type (stream)
resource(7) of type (stream)
