--TEST--
extract errors: missing prefix, bad flags, invalid prefix
--FILE--
<?php
foreach ([[EXTR_PREFIX_ALL, null], [99, null], [EXTR_PREFIX_ALL, "1x"]] as [$f, $p]) {
    try {
        $p === null ? extract(["a" => 3], $f) : extract(["a" => 3], $f, $p);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
--EXPECT--
ValueError: extract(): Argument #3 ($prefix) is required when using this extract type
ValueError: extract(): Argument #2 ($flags) must be a valid extract type
ValueError: extract(): Argument #3 ($prefix) must be a valid identifier
