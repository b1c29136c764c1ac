--TEST--
DatePeriod (string [, int]) form: argument coercion and wrong shapes
--FILE--
<?php
class S { function __toString(): string { return 'R1/2012-07-01T00:00:00Z/P1D'; } }
$iso = 'R2/2012-07-01T00:00:00Z/P1D';
$cases = [
    [$iso, '1'], [$iso, ' 1'], [$iso, '1 '], [$iso, '1e0'], [$iso, 1.0], [$iso, true],
    [$iso, 4], [$iso, -1], [$iso, PHP_INT_MAX], [$iso, 3],
    [$iso, 'x'], [$iso, '1x'], [$iso, NAN], [$iso, 1e30], [$iso, []], [$iso, new S],
    [$iso, 0, 0], [123], [1.5], [true], [new S], [new S, 1], [[], 1],
    [new DateTime('2020-01-01')],
];
foreach ($cases as $a) {
    try {
        $p = new DatePeriod(...$a);
        echo 'ok start=', var_export($p->include_start_date, true), ' end=',
            var_export($p->include_end_date, true), ' rec=', $p->recurrences, "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$p = new DatePeriod($iso, '1.5');
echo $p->recurrences, "\n";
$p = new DatePeriod($iso, 1.5);
echo $p->recurrences, "\n";
$p = new DatePeriod($iso, null);
echo $p->recurrences, "\n";
try { new DatePeriod(null); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECTF--
ok start=false end=false rec=2
ok start=false end=false rec=2
ok start=false end=false rec=2
ok start=false end=false rec=2
ok start=false end=false rec=2
ok start=false end=false rec=2
ok start=true end=false rec=3
ok start=false end=true rec=3
ok start=false end=true rec=3
ok start=false end=true rec=3
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
Exception: Unknown or bad format (123)
Exception: Unknown or bad format (1.5)
Exception: Unknown or bad format (1)
ok start=true end=false rec=2
ok start=false end=false rec=1
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments
TypeError: DatePeriod::__construct() accepts (DateTimeInterface, DateInterval, int [, int]), or (DateTimeInterface, DateInterval, DateTime [, int]), or (string [, int]) as arguments

Deprecated: Implicit conversion from float-string "1.5" to int loses precision in %s on line 20
2

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 22
2

Deprecated: DatePeriod::__construct(): Passing null to parameter #2 ($interval) of type int is deprecated in %s on line 24
3

Deprecated: DatePeriod::__construct(): Passing null to parameter #1 ($start) of type string is deprecated in %s on line 26
Unknown or bad format ()
