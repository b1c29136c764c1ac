--TEST--
is_* type predicates
--FILE--
<?php
$vals = [1, 1.0, "1", true, null, []];
foreach ($vals as $v) {
  echo is_int($v) ? 'I' : '-', is_float($v) ? 'F' : '-', is_string($v) ? 'S' : '-', is_bool($v) ? 'B' : '-', is_null($v) ? 'N' : '-', is_array($v) ? 'A' : '-', "\n";
}
--EXPECT--
I-----
-F----
--S---
---B--
----N-
-----A
