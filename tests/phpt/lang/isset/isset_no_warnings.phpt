--TEST--
isset never warns for undefined things
--FILE--
<?php
var_dump(isset($undefined['a']['b']), isset($undefined->prop), isset($x[0][1][2]));
echo "no warnings\n";
--EXPECT--
bool(false)
bool(false)
bool(false)
no warnings
