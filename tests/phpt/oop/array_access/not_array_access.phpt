--TEST--
objects without ArrayAccess used as arrays
--FILE--
<?php
$o = new stdClass;
try { $o["x"] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $o["x"]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { unset($o["x"]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump(isset($o["x"])); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump(empty($o["x"])); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o["x"] .= "a"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot use object of type stdClass as array
Cannot use object of type stdClass as array
Cannot use object of type stdClass as array
Cannot use object of type stdClass as array
Cannot use object of type stdClass as array
Cannot use object of type stdClass as array
Cannot use object of type stdClass as array
