--TEST--
case folding for caseless comparison
--INI--
extension=mbstring
--FILE--
<?php
$pairs = [['Straße', 'STRASSE'], ['ﬁne', 'FINE'], ['Σίσυφος', 'ΣΊΣΥΦΟΣ'], ['ǅ', 'ǆ'], ['K', 'k'], ['Å', 'å']];
foreach ($pairs as [$a, $b]) {
    var_dump(mb_convert_case($a, MB_CASE_FOLD) === mb_convert_case($b, MB_CASE_FOLD));
    var_dump(mb_convert_case($a, MB_CASE_FOLD_SIMPLE) === mb_convert_case($b, MB_CASE_FOLD_SIMPLE));
}
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
