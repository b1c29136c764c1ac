--TEST--
echo of booleans and null
--FILE--
<?php
echo true, "|", false, "|", null, "|\n";
--EXPECT--
1|||
