--TEST--
empty on undefined variables and keys
--FILE--
<?php
$a = ['z' => 0, 'y' => 'y'];
var_dump(empty($undef), empty($a['missing']), empty($a['z']), empty($a['y']), empty($a['y'][0]), empty($a['y'][1]));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
