--TEST--
fgetcsv argument errors
--FILE--
<?php
$f = fopen('php://memory', 'w+');
try { fgetcsv($f, -1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { fgetcsv($f, 0, ''); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { fgetcsv($f, 0, ',', 'ab'); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
var_dump(fgetcsv($f));
--EXPECT--
fgetcsv(): Argument #2 ($length) must be between 0 and 9223372036854775806
fgetcsv(): Argument #3 ($separator) must be a single character
fgetcsv(): Argument #4 ($enclosure) must be a single character
bool(false)
