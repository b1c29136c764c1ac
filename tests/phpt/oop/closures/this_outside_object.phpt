--TEST--
$this in a plain function is an Error when it runs
--FILE--
<?php
function f() { return $this; }
echo "before\n";
try { f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { var_dump(isset($this)); echo $this; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
before
Using $this when not in object context
bool(false)
Using $this when not in object context
