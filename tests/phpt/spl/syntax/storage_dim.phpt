--TEST--
SplObjectStorage [] syntax
--FILE--
<?php
$s = new SplObjectStorage;
$a = new stdClass; $b = new stdClass;
$s[$a] = 'A'; $s[$b] = 'B';
var_dump($s[$a], isset($s[$b]), count($s));
unset($s[$a]);
var_dump(isset($s[$a]), count($s));
try { $s[new stdClass]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
string(1) "A"
bool(true)
int(2)
bool(false)
int(1)
UnexpectedValueException: Object not found
