--TEST--
finally runs on return from try and catch, on exceptions from catch blocks, nested
--FILE--
<?php
function a() {
    try { return "try"; } finally { echo "[fin a]"; }
}
function b() {
    try { throw new Exception("x"); }
    catch (Exception $e) { return "catch " . $e->getMessage(); }
    finally { echo "[fin b]"; }
}
function c() {
    try {
        try { throw new RuntimeException("inner"); }
        catch (RuntimeException $e) { throw new LogicException("from catch"); }
        finally { echo "[fin c1]"; }
    } catch (LogicException $e) {
        return "outer caught " . $e->getMessage();
    } finally {
        echo "[fin c2]";
    }
}
function d() {
    foreach ([1, 2, 3] as $i) {
        try {
            if ($i == 2) return "ret $i";
        } finally {
            echo "[fin d$i]";
        }
    }
    return "end";
}
function e() {
    $x = 1;
    try { return $x; } finally { $x = 2; echo "[fin e x=$x]"; }
}
echo a(), "\n", b(), "\n", c(), "\n", d(), "\n", e(), "\n";
try {
    try { throw new Exception("deep"); } finally { echo "[fin top]"; }
} catch (Exception $e) { echo "caught ", $e->getMessage(), "\n"; }
--EXPECT--
[fin a]try
[fin b]catch x
[fin c1][fin c2]outer caught from catch
[fin d1][fin d2]ret 2
[fin e x=2]1
[fin top]caught deep
