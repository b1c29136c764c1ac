--TEST--
DateInterval constructor
--FILE--
<?php
foreach (['P1Y2M3DT4H5M6S', 'P1D', 'PT1H', 'P2W', 'P1W3D', 'PT0S', 'P10Y', 'PT36H'] as $s) {
    $i = new DateInterval($s);
    echo $s, ' => ', $i->y, ' ', $i->m, ' ', $i->d, ' ', $i->h, ' ', $i->i, ' ', $i->s, ' ', var_export($i->days, true), "\n";
}
foreach (['xyz', 'P', 'P1', '1D', 'PT1D', ''] as $s) {
    try { new DateInterval($s); } catch (Exception $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
?>
--EXPECT--
P1Y2M3DT4H5M6S => 1 2 3 4 5 6 false
P1D => 0 0 1 0 0 0 false
PT1H => 0 0 0 1 0 0 false
P2W => 0 0 14 0 0 0 false
P1W3D => 0 0 10 0 0 0 false
PT0S => 0 0 0 0 0 0 false
P10Y => 10 0 0 0 0 0 false
PT36H => 0 0 0 36 0 0 false
Exception: Unknown or bad format (xyz)
Exception: Unknown or bad format (P)
Exception: Unknown or bad format (P1)
Exception: Unknown or bad format (1D)
Exception: Unknown or bad format (PT1D)
Exception: Unknown or bad format ()
