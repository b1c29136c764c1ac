--TEST--
invalid order flags
--FILE--
<?php
foreach ([3, 4, PREG_SET_ORDER | 4, 0xff] as $f) {
    try {
        preg_match_all('/a/', 'a', $m, $f);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
--EXPECT--
preg_match_all(): Argument #4 ($flags) must be a PREG_* constant
preg_match_all(): Argument #4 ($flags) must be a PREG_* constant
preg_match_all(): Argument #4 ($flags) must be a PREG_* constant
preg_match_all(): Argument #4 ($flags) must be a PREG_* constant
