--TEST--
php://input spends extra ids
--FILE--
<?php
var_dump(fopen('php://input', 'r'));
var_dump(fopen('php://stdin', 'r'));
--EXPECT--
resource(7) of type (stream)
resource(8) of type (stream)
