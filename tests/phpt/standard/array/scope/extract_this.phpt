--TEST--
extract refuses to set $this
--FILE--
<?php
function f() {
    try {
        var_dump(extract(["this" => 1]));
    } catch (Error $e) {
        echo $e->getMessage(), "\n";
    }
}
f();
--EXPECT--
Cannot re-assign $this
