--TEST--
isset on array elements
--FILE--
<?php
$a = ['k' => 1, 'n' => null, 'nested' => ['x' => 0], 5 => 'five'];
var_dump(isset($a['k']), isset($a['n']), isset($a['missing']), isset($a['nested']['x']), isset($a['nested']['y']), isset($a['k']['sub']), isset($a[5]), isset($a['5']), isset($a[5.5]));
--EXPECTF--

Deprecated: Implicit conversion from float 5.5 to int loses precision in %s on line 3
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
