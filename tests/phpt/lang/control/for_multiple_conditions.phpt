--TEST--
for loop uses only the last condition expression
--FILE--
<?php
for ($i = 0; $i < 100, $i < 3; $i++) echo $i;
echo "\n";
--EXPECT--
012
