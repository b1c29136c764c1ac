--TEST--
A trace frame for an internal function callback has no file or line
--FILE--
<?php
function cb($x) { throw new Exception('in cb'); }
try { array_map('cb', [1]); }
catch (Exception $e) {
    $t = $e->getTrace();
    var_dump($t[0]['function'], isset($t[0]['file']), $t[1]['function'], isset($t[1]['file']));
    echo $e->getTraceAsString(), "\n";
}
--EXPECTF--
string(2) "cb"
bool(false)
string(9) "array_map"
bool(true)
#0 [internal function]: cb(1)
#1 %s(3): array_map('cb', Array)
#2 {main}
