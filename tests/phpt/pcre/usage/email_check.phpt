--TEST--
simple e-mail validation
--FILE--
<?php
foreach (['a@b.co', 'bad@', 'x.y+z@ex-ample.org', '@no.pe'] as $e) {
    echo $e, ': ', preg_match('/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/', $e), "\n";
}
--EXPECT--
a@b.co: 1
bad@: 0
x.y+z@ex-ample.org: 1
@no.pe: 0
