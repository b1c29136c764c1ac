--TEST--
::class on a non-object value throws TypeError
--FILE--
<?php
$x = "str";
try { var_dump($x::class); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$n = null;
try { var_dump($n::class); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot use "::class" on value of type string
Cannot use "::class" on value of type null
