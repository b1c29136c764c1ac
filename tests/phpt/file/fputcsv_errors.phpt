--TEST--
fputcsv argument errors
--FILE--
<?php
$f = fopen('php://memory', 'w+');
foreach ([[''], [',,'], [',', ''], [',', '""'], [',', '"', 'ab']] as $args) {
    try { fputcsv($f, ['x'], ...$args); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
fputcsv(): Argument #3 ($separator) must be a single character
fputcsv(): Argument #3 ($separator) must be a single character
fputcsv(): Argument #4 ($enclosure) must be a single character
fputcsv(): Argument #4 ($enclosure) must be a single character
fputcsv(): Argument #5 ($escape) must be empty or a single character
