--TEST--
var_dump(null)
--FILE--
<?php
var_dump(null);
--EXPECT--
NULL
