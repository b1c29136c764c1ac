--TEST--
json_decode argument errors
--FILE--
<?php
try { json_decode(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { json_decode([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { json_decode('1', 'x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(json_decode(123), json_decode(1.5), json_decode(true));
--EXPECT--
json_decode() expects at least 1 argument, 0 given
json_decode(): Argument #1 ($json) must be of type string, array given
int(123)
float(1.5)
int(1)
