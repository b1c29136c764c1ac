--TEST--
fclose on a closed stream throws
--FILE--
<?php
$f = fopen('php://memory', 'r');
var_dump(fclose($f));
var_dump(is_resource($f));
var_dump(gettype($f));
try { fclose($f); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { fwrite($f, "x"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
bool(true)
bool(false)
string(17) "resource (closed)"
fclose(): supplied resource is not a valid stream resource
fwrite(): supplied resource is not a valid stream resource
