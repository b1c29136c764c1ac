--TEST--
sscanf format errors
--FILE--
<?php
foreach (['%z', '%[a', '%1$d %d', '%1$d %1$d', '%d %1$d', '%0$d'] as $f) {
    try { var_dump(sscanf("1 2", $f)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Bad scan conversion character "z"
Unmatched [ in format string
cannot mix "%" and "%n$" conversion specifiers
Variable is assigned by multiple "%n$" conversion specifiers
cannot mix "%" and "%n$" conversion specifiers
"%n$" argument index out of range
