--TEST--
No warning when writing to a new key
--FILE--
<?php
$a = [];
$a['new'] = 1;
$a['x']['y'] = 2;
$a['list'][] = 3;
echo "no warnings\n";
--EXPECT--
no warnings
