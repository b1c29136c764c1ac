--TEST--
generator: infinite generator with break
--FILE--
<?php
function nat() { $i = 0; while (true) yield $i++; }
foreach (nat() as $n) { if ($n > 5) break; echo $n; }
echo "\n";
--EXPECT--
012345
