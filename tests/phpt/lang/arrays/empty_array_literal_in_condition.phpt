--TEST--
Empty array is falsy
--FILE--
<?php
if ([]) echo "truthy\n"; else echo "falsy\n";
if ([0]) echo "truthy\n"; else echo "falsy\n";
var_dump(![] , !![null]);
--EXPECT--
falsy
truthy
bool(true)
bool(true)
